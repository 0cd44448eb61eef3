# Etiquetas del análisis del Ultrastar DC SN630 en vSAN (content/reviews/sn630-vsan)
# y de la hoja de especificaciones del SN630 (content/drives/wd-sn630).

## Reducción de datos de vSAN (deduplicación y compresión)
label-sn630-dr-on = vSAN 6.7 U1, reducción de datos activada
label-sn630-dr-off = vSAN 6.7 U1, reducción de datos desactivada

## Referencias: lectura intensiva (RI) y uso mixto (MU)
label-sn630-ri-960 = 960 GB, lectura intensiva
label-sn630-mu-800 = 800 GB, uso mixto
label-sn630-ri-1920 = 1,92 TB, lectura intensiva
label-sn630-mu-1600 = 1,6 TB, uso mixto
label-sn630-ri-3840 = 3,84 TB, lectura intensiva
label-sn630-mu-3200 = 3,2 TB, uso mixto
label-sn630-ri-7680 = 7,68 TB, lectura intensiva
label-sn630-mu-6400 = 6,4 TB, uso mixto

## Características de la unidad y del equipo de pruebas
label-sn630-secure-firmware = Autenticación del firmware
label-sn630-storage-policy = Directiva de almacenamiento de vSAN

## Valores que son palabras (`term = "…"` en los datos)
label-sn630-form-factor = U.2 2,5″
label-sn630-nand = Western Digital BiCS3 3D TLC de 64 capas
label-sn630-encryption = Borrado seguro instantáneo (ISE)
label-sn630-rig-network = Mellanox ConnectX-4, de doble puerto
