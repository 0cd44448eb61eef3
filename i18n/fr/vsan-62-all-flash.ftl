## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared: their names also stand in the protocol rankings
label-vsan62-hybrid = VSAN hybride, version antérieure de ce cluster
label-vsan62-af = VSAN 6.2 100 % flash
label-vsan62-af-dr = VSAN 6.2 100 % flash avec réduction de données
label-vsan62-prev-best-dr = Meilleur système à réduction de données testé auparavant (une appliance de déduplication devant une baie 100 % flash)

# Details of the HCIBench configurations, after the working set: does it fit in the cache?
label-vsan62-in-cache = tient dans le cache
label-vsan62-out-of-cache = déborde du cache

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Classe d'endurance
label-px04s-write-intensive = Écriture intensive
label-px04s-value-endurance = Endurance économique
