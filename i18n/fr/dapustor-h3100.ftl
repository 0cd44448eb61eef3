# Libellés du test du DapuStor Haishen3 H3100 (content/reviews/dapustor-h3100)
# et de sa fiche technique (content/drives/dapustor-h3100).

## Capacités de la fiche technique
label-h3100-800g = H3100 800 Go
label-h3100-1600g = H3100 1,6 To
label-h3100-3200g = H3100 3,2 To
label-h3100-6400g = H3100 6,4 To

## Caractéristiques du SSD
label-h3100-spec-seq-block = Taille de bloc des débits séquentiels annoncés
label-h3100-spec-rand-block = Taille de bloc des performances aléatoires annoncées
label-h3100-lat-rand-read-4k = Latence typique, lecture aléatoire 4K
label-h3100-lat-rand-write-4k = Latence typique, écriture aléatoire 4K
label-h3100-lat-seq-read-4k = Latence typique, lecture séquentielle 4K
label-h3100-lat-seq-write-4k = Latence typique, écriture séquentielle 4K
