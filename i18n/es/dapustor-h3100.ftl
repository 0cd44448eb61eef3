# Etiquetas del análisis del DapuStor Haishen3 H3100 (content/reviews/dapustor-h3100)
# y de su hoja de especificaciones (content/drives/dapustor-h3100).

## Capacidades de la hoja de especificaciones
label-h3100-800g = H3100 800 GB
label-h3100-1600g = H3100 1,6 TB
label-h3100-3200g = H3100 3,2 TB
label-h3100-6400g = H3100 6,4 TB

## Características de la unidad
label-h3100-spec-seq-block = Tamaño de bloque de las cifras secuenciales declaradas
label-h3100-spec-rand-block = Tamaño de bloque de las cifras aleatorias declaradas
label-h3100-lat-rand-read-4k = Latencia típica, lectura aleatoria 4K
label-h3100-lat-rand-write-4k = Latencia típica, escritura aleatoria 4K
label-h3100-lat-seq-read-4k = Latencia típica, lectura secuencial 4K
label-h3100-lat-seq-write-4k = Latencia típica, escritura secuencial 4K
