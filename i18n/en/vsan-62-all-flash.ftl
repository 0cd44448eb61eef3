## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared: their names also stand in the protocol rankings
label-vsan62-hybrid = VSAN hybrid, earlier build of this cluster
label-vsan62-af = VSAN 6.2 all-flash
label-vsan62-af-dr = VSAN 6.2 all-flash with data reduction
label-vsan62-prev-best-dr = Best data-reducing system tested before (a deduplication appliance in front of an all-flash array)

# Details of the HCIBench configurations, after the working set: does it fit in the cache?
label-vsan62-in-cache = fits in cache
label-vsan62-out-of-cache = spills out of cache

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Endurance class
label-px04s-write-intensive = Write-intensive
label-px04s-value-endurance = Value endurance
