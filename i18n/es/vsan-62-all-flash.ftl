## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared: their names also stand in the protocol rankings
label-vsan62-hybrid = VSAN híbrido, configuración anterior de este clúster
label-vsan62-af = VSAN 6.2 todo flash
label-vsan62-af-dr = VSAN 6.2 todo flash con reducción de datos
label-vsan62-prev-best-dr = Mejor sistema con reducción de datos probado antes (un dispositivo de deduplicación delante de una cabina todo flash)

# Details of the HCIBench configurations, after the working set: does it fit in the cache?
label-vsan62-in-cache = cabe en la caché
label-vsan62-out-of-cache = desborda la caché

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Clase de resistencia
label-px04s-write-intensive = Escritura intensiva
label-px04s-value-endurance = Resistencia económica
