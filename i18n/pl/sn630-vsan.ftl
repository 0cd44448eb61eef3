# Etykiety testu Ultrastar DC SN630 w vSAN (content/reviews/sn630-vsan)
# i specyfikacji SN630 (content/drives/wd-sn630).

## Redukcja danych w vSAN (deduplikacja i kompresja)
label-sn630-dr-on = vSAN 6.7 U1, redukcja danych włączona
label-sn630-dr-off = vSAN 6.7 U1, redukcja danych wyłączona

## Wersje: do intensywnego odczytu (RI) i do zastosowań mieszanych (MU)
label-sn630-ri-960 = 960 GB, intensywny odczyt
label-sn630-mu-800 = 800 GB, zastosowania mieszane
label-sn630-ri-1920 = 1,92 TB, intensywny odczyt
label-sn630-mu-1600 = 1,6 TB, zastosowania mieszane
label-sn630-ri-3840 = 3,84 TB, intensywny odczyt
label-sn630-mu-3200 = 3,2 TB, zastosowania mieszane
label-sn630-ri-7680 = 7,68 TB, intensywny odczyt
label-sn630-mu-6400 = 6,4 TB, zastosowania mieszane

## Parametry dysku i stanowiska
label-sn630-secure-firmware = Uwierzytelnianie oprogramowania układowego
label-sn630-storage-policy = Zasady przechowywania vSAN

## Wartości słowne (`term = "…"` w danych)
label-sn630-form-factor = U.2 2,5″
label-sn630-nand = Western Digital BiCS3 3D TLC, 64 warstwy
label-sn630-encryption = Natychmiastowe bezpieczne wymazywanie (ISE)
label-sn630-rig-network = Mellanox ConnectX-4, dwuportowa
