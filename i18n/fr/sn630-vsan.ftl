# Libellés du test de l'Ultrastar DC SN630 sous vSAN (content/reviews/sn630-vsan)
# et de la fiche technique du SN630 (content/drives/wd-sn630).

## Réduction de données vSAN (déduplication et compression)
label-sn630-dr-on = vSAN 6.7 U1, réduction de données activée
label-sn630-dr-off = vSAN 6.7 U1, réduction de données désactivée

## Références : orientées lecture (RI) et usage mixte (MU)
label-sn630-ri-960 = 960 Go, lecture intensive
label-sn630-mu-800 = 800 Go, usage mixte
label-sn630-ri-1920 = 1,92 To, lecture intensive
label-sn630-mu-1600 = 1,6 To, usage mixte
label-sn630-ri-3840 = 3,84 To, lecture intensive
label-sn630-mu-3200 = 3,2 To, usage mixte
label-sn630-ri-7680 = 7,68 To, lecture intensive
label-sn630-mu-6400 = 6,4 To, usage mixte

## Caractéristiques du SSD et de la plateforme
label-sn630-secure-firmware = Authentification du micrologiciel
label-sn630-storage-policy = Stratégie de stockage vSAN

## Valeurs faites de mots (`term = "…"` dans les données)
label-sn630-form-factor = U.2 2,5″
label-sn630-nand = Western Digital BiCS3 3D TLC à 64 couches
label-sn630-encryption = Effacement sécurisé instantané (ISE)
label-sn630-rig-network = Mellanox ConnectX-4, double port
