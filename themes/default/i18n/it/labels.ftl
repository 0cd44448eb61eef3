### Labels of data ids (Italian): column headers, workloads, configurations and the facts of rigs and drives.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = Codice prodotto
label-model = Modello
label-capacity = Capacità
label-endurance = Resistenza in scrittura
label-seq-read = Lettura sequenziale
label-seq-write = Scrittura sequenziale
label-rand-read = Lettura casuale
label-rand-write = Scrittura casuale
label-rand-mixed-70-30 = Casuale misto 70/30
label-read-latency = Latenza in lettura
label-write-latency = Latenza in scrittura
label-latency = Latenza
label-power-idle = Consumo a riposo
label-power-active = Consumo in attività
label-workload = Carico di lavoro
label-config = Configurazione
label-vm = VM
label-tps = Transazioni al secondo
label-latency-avg = Latenza media
label-latency-p99 = Latenza al 99° percentile
label-latency-median = Latenza mediana
label-latency-p99-9 = Latenza al 99,9° percentile
label-latency-p99-99 = Latenza al 99,99° percentile
label-latency-p99-999 = Latenza al 99,999° percentile
label-price = Prezzo
label-price-per-tb = Prezzo per TB
label-peak-iops = IOPS di picco
label-peak-latency = Latenza al picco
label-sub-ms-until = Sotto 1 ms fino a
label-bandwidth = Larghezza di banda
label-throughput = Throughput
label-iops = IOPS
label-read-throughput = Throughput in lettura
label-write-throughput = Throughput in scrittura
label-read-iops = IOPS in lettura
label-write-iops = IOPS in scrittura
label-render-time = Tempo di rendering
label-tiles = Tile
label-host-cpu = CPU dell’host
label-metric = Metrica
label-value = Valore
label-aggregate = Aggregato
label-profile = Profilo
label-working-set = Working set
label-vms = VM

## Workloads

label-rand-read-4k = Lettura casuale 4K
label-rand-write-4k = Scrittura casuale 4K
label-seq-read-64k = Lettura sequenziale 64K
label-seq-write-64k = Scrittura sequenziale 64K
label-seq-read-128k = Lettura sequenziale 128K
label-seq-write-128k = Scrittura sequenziale 128K
label-seq-read-1024k = Lettura sequenziale 1024K
label-seq-write-1024k = Scrittura sequenziale 1024K
label-seq-read-32k = Lettura sequenziale 32K
label-seq-write-32k = Scrittura sequenziale 32K
label-rand-70-30-8k = Casuale 70/30 8K
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI full clone: avvio
label-vdi-fc-initial-login = VDI full clone: primo accesso
label-vdi-fc-monday-login = VDI full clone: accesso del lunedì
label-vdi-lc-boot = VDI linked clone: avvio
label-vdi-lc-initial-login = VDI linked clone: primo accesso
label-vdi-lc-monday-login = VDI linked clone: accesso del lunedì

## Configurations

label-dr-on = Riduzione dei dati attiva
label-dr-off = Riduzione dei dati disattivata

## Facts of rigs and drives

label-nodes = Nodi
label-chassis = Chassis
label-server = Server
label-cpu = CPU
label-memory = Memoria
label-cache-tier = Livello di cache
label-capacity-tier = Livello di capacità
label-boot-drive = Unità di avvio
label-network = Rete
label-switch = Switch
label-hypervisor = Hypervisor
label-os = Sistema operativo
label-storage-software = Software di storage
label-raw-capacity = Capacità grezza
label-usable-capacity = Capacità utilizzabile
label-disk-groups = Gruppi di dischi
label-form-factor = Fattore di forma
label-interface = Interfaccia
label-nand = NAND
label-controller = Controller
label-firmware = Firmware
label-power-loss-protection = Protezione da interruzioni di corrente
label-encryption = Crittografia
label-warranty = Garanzia
label-uber = Tasso di errori di bit non correggibili
label-mtbf = MTBF
label-afr = Tasso di guasto annualizzato
label-supply-voltage = Tensione di alimentazione
label-power-operating = Consumo in esercizio
label-operating-temp = Temperatura di esercizio
label-dimensions = Dimensioni
label-weight = Peso
label-reviewed-capacity = Capacità provata
label-sister-model = Modello gemello
label-latency-typical = Latenza tipica
label-vendor = Produttore

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = VM più bassa
label-vm-max = VM più alta
label-load = Carico
label-iodepth = Profondità della coda
label-jobs = Job
label-peak-throughput = Throughput di picco
label-host-cpu-min = CPU dell’host, minimo
label-host-cpu-max = CPU dell’host, massimo

## Facts of protocols: how a test was run

label-scale = Scala del database
label-clients = Client virtuali per VM
label-threads = Thread
label-duration = Durata
label-warm-up = Riscaldamento
label-sample-period = Periodo di campionamento
label-data-disks = Dischi dati per VM
label-vcpus = vCPU per VM
label-vm-memory = Memoria per VM
label-ram-buffer = Buffer RAM del database
label-database = Database
label-load-generator = Generatore di carico
