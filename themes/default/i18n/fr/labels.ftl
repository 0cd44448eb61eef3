### Libellés des identifiants de données : en-têtes de colonnes, charges, configurations, caractéristiques.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = Référence
label-model = Modèle
label-capacity = Capacité
label-endurance = Endurance
label-seq-read = Lecture séquentielle
label-seq-write = Écriture séquentielle
label-rand-read = Lecture aléatoire
label-rand-write = Écriture aléatoire
label-rand-mixed-70-30 = Aléatoire mixte 70/30
label-read-latency = Latence en lecture
label-write-latency = Latence en écriture
label-latency = Latence
label-power-idle = Consommation au repos
label-power-active = Consommation en activité
label-workload = Charge de travail
label-config = Configuration
label-vm = VM
label-tps = Transactions par seconde
label-latency-avg = Latence moyenne
label-latency-p99 = Latence au 99e centile
label-latency-median = Latence médiane
label-latency-p99-9 = Latence au 99,9e centile
label-latency-p99-99 = Latence au 99,99e centile
label-latency-p99-999 = Latence au 99,999e centile
label-price = Prix
label-price-per-tb = Prix par To
label-peak-iops = IOPS en pointe
label-peak-latency = Latence en pointe
label-sub-ms-until = Sous 1 ms jusqu’à
label-bandwidth = Bande passante
label-throughput = Débit
label-iops = IOPS
label-read-throughput = Débit en lecture
label-write-throughput = Débit en écriture
label-read-iops = IOPS en lecture
label-write-iops = IOPS en écriture
label-render-time = Temps de rendu
label-tiles = Tuiles
label-host-cpu = Processeur de l’hôte
label-metric = Mesure
label-value = Valeur
label-aggregate = Total
label-profile = Profil
label-working-set = Ensemble de travail
label-vms = VM

## Workloads

label-rand-read-4k = Lecture aléatoire 4K
label-rand-write-4k = Écriture aléatoire 4K
label-seq-read-64k = Lecture séquentielle 64K
label-seq-write-64k = Écriture séquentielle 64K
label-seq-read-128k = Lecture séquentielle 128K
label-seq-write-128k = Écriture séquentielle 128K
label-seq-read-1024k = Lecture séquentielle 1024K
label-seq-write-1024k = Écriture séquentielle 1024K
label-seq-read-32k = Lecture séquentielle 32K
label-seq-write-32k = Écriture séquentielle 32K
label-rand-70-30-8k = Aléatoire 70/30 8K
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI clone complet : démarrage
label-vdi-fc-initial-login = VDI clone complet : première connexion
label-vdi-fc-monday-login = VDI clone complet : connexion du lundi
label-vdi-lc-boot = VDI clone lié : démarrage
label-vdi-lc-initial-login = VDI clone lié : première connexion
label-vdi-lc-monday-login = VDI clone lié : connexion du lundi

## Configurations

label-dr-on = Réduction de données activée
label-dr-off = Réduction de données désactivée

## Facts of rigs and drives

label-nodes = Nœuds
label-chassis = Châssis
label-server = Serveur
label-cpu = Processeur
label-memory = Mémoire
label-cache-tier = Niveau cache
label-capacity-tier = Niveau capacité
label-boot-drive = Disque de démarrage
label-network = Réseau
label-switch = Commutateur
label-hypervisor = Hyperviseur
label-os = Système d’exploitation
label-storage-software = Logiciel de stockage
label-raw-capacity = Capacité brute
label-usable-capacity = Capacité utile
label-disk-groups = Groupes de disques
label-form-factor = Format
label-interface = Interface
label-nand = Mémoire NAND
label-controller = Contrôleur
label-firmware = Micrologiciel
label-power-loss-protection = Protection contre les coupures de courant
label-encryption = Chiffrement
label-warranty = Garantie
label-uber = Taux d’erreurs binaires non corrigibles
label-mtbf = MTBF
label-afr = Taux de défaillance annualisé
label-supply-voltage = Tension d’alimentation
label-power-operating = Consommation en fonctionnement
label-operating-temp = Température de fonctionnement
label-dimensions = Dimensions
label-weight = Poids
label-reviewed-capacity = Capacité testée
label-sister-model = Modèle apparenté
label-latency-typical = Latence typique
label-vendor = Fabricant

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = Minimum par VM
label-vm-max = Maximum par VM
label-load = Charge
label-iodepth = Profondeur de file
label-jobs = Tâches
label-peak-throughput = Débit en pointe
label-host-cpu-min = Processeur de l’hôte, bas de plage
label-host-cpu-max = Processeur de l’hôte, haut de plage

## Facts of protocols: how a test was run

label-scale = Échelle de la base
label-clients = Clients virtuels par VM
label-threads = Threads
label-duration = Durée
label-warm-up = Préchauffage
label-sample-period = Période de mesure
label-data-disks = Disques de données par VM
label-vcpus = vCPU par VM
label-vm-memory = Mémoire par VM
label-ram-buffer = Tampon mémoire de la base
label-database = Base de données
label-load-generator = Générateur de charge
