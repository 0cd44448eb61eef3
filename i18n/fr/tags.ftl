# Étiquettes, en français.
label-enterprise-ssd = SSD d’entreprise
label-virtual-disk = Disque virtuel
label-lab = Mesure de laboratoire
label-all-flash = 100 % flash
label-data-reduction = Réduction de données
