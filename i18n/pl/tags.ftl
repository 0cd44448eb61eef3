# Tagi, po polsku.
label-enterprise-ssd = Dysk SSD klasy korporacyjnej
label-virtual-disk = Dysk wirtualny
label-lab = Pomiar laboratoryjny
label-all-flash = Wyłącznie flash
label-data-reduction = Redukcja danych
