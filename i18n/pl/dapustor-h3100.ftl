# Etykiety testu DapuStor Haishen3 H3100 (content/reviews/dapustor-h3100)
# i jego specyfikacji (content/drives/dapustor-h3100).

## Pojemności w specyfikacji
label-h3100-800g = H3100 800 GB
label-h3100-1600g = H3100 1,6 TB
label-h3100-3200g = H3100 3,2 TB
label-h3100-6400g = H3100 6,4 TB

## Parametry dysku
label-h3100-spec-seq-block = Rozmiar bloku dla deklarowanych wartości sekwencyjnych
label-h3100-spec-rand-block = Rozmiar bloku dla deklarowanych wartości losowych
label-h3100-lat-rand-read-4k = Typowe opóźnienie, odczyt losowy 4K
label-h3100-lat-rand-write-4k = Typowe opóźnienie, zapis losowy 4K
label-h3100-lat-seq-read-4k = Typowe opóźnienie, odczyt sekwencyjny 4K
label-h3100-lat-seq-write-4k = Typowe opóźnienie, zapis sekwencyjny 4K
