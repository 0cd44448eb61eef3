## Labels of the review content/reviews/vsan-62-all-flash and the drives content/drives/toshiba-px04shb040, toshiba-px04svb096.

# Configurations compared: their names also stand in the protocol rankings
label-vsan62-hybrid = VSAN hybrydowy, wcześniejsza konfiguracja tego klastra
label-vsan62-af = VSAN 6.2 all-flash
label-vsan62-af-dr = VSAN 6.2 all-flash z redukcją danych
label-vsan62-prev-best-dr = Najlepszy wcześniej testowany system z redukcją danych (urządzenie deduplikujące przed macierzą all-flash)

# Details of the HCIBench configurations, after the working set: does it fit in the cache?
label-vsan62-in-cache = mieści się w pamięci podręcznej
label-vsan62-out-of-cache = wykracza poza pamięć podręczną

# Drive spec sheets (content/drives/toshiba-px04s*)
label-px04s-class = Klasa wytrzymałości
label-px04s-write-intensive = Do intensywnego zapisu
label-px04s-value-endurance = Ekonomiczna wytrzymałość
