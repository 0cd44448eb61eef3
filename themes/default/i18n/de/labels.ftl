### Labels of data ids (German): column headers, workloads, configurations and the facts of rigs and drives.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = Artikelnummer
label-model = Modell
label-capacity = Kapazität
label-endurance = Haltbarkeit
label-seq-read = Sequenzielles Lesen
label-seq-write = Sequenzielles Schreiben
label-rand-read = Zufälliges Lesen
label-rand-write = Zufälliges Schreiben
label-rand-mixed-70-30 = Zufällig gemischt 70/30
label-read-latency = Leselatenz
label-write-latency = Schreiblatenz
label-latency = Latenz
label-power-idle = Leistungsaufnahme im Leerlauf
label-power-active = Leistungsaufnahme unter Last
label-workload = Workload
label-config = Konfiguration
label-vm = VM
label-tps = Transaktionen pro Sekunde
label-latency-avg = Mittlere Latenz
label-latency-p99 = Latenz (99. Perzentil)
label-latency-median = Latenz (Median)
label-latency-p99-9 = Latenz (99,9. Perzentil)
label-latency-p99-99 = Latenz (99,99. Perzentil)
label-latency-p99-999 = Latenz (99,999. Perzentil)
label-price = Preis
label-price-per-tb = Preis pro TB
label-peak-iops = Spitzen-IOPS
label-peak-latency = Latenz bei Spitzenlast
label-sub-ms-until = Unter 1 ms bis
label-bandwidth = Bandbreite
label-throughput = Durchsatz
label-iops = IOPS
label-read-throughput = Lesedurchsatz
label-write-throughput = Schreibdurchsatz
label-read-iops = Lese-IOPS
label-write-iops = Schreib-IOPS
label-render-time = Renderzeit
label-tiles = Tiles
label-host-cpu = Host-CPU
label-metric = Messgröße
label-value = Wert
label-aggregate = Gesamt
label-profile = Profil
label-working-set = Arbeitsdatenmenge
label-vms = VMs

## Workloads

label-rand-read-4k = 4K zufälliges Lesen
label-rand-write-4k = 4K zufälliges Schreiben
label-seq-read-64k = 64K sequenzielles Lesen
label-seq-write-64k = 64K sequenzielles Schreiben
label-seq-read-128k = 128K sequenzielles Lesen
label-seq-write-128k = 128K sequenzielles Schreiben
label-seq-read-1024k = 1024K sequenzielles Lesen
label-seq-write-1024k = 1024K sequenzielles Schreiben
label-seq-read-32k = 32K sequenzielles Lesen
label-seq-write-32k = 32K sequenzielles Schreiben
label-rand-70-30-8k = 8K zufällig 70/30
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI Full Clone: Boot
label-vdi-fc-initial-login = VDI Full Clone: erste Anmeldung
label-vdi-fc-monday-login = VDI Full Clone: Montagsanmeldung
label-vdi-lc-boot = VDI Linked Clone: Boot
label-vdi-lc-initial-login = VDI Linked Clone: erste Anmeldung
label-vdi-lc-monday-login = VDI Linked Clone: Montagsanmeldung

## Configurations

label-dr-on = Datenreduktion an
label-dr-off = Datenreduktion aus

## Facts of rigs and drives

label-nodes = Knoten
label-chassis = Gehäuse
label-server = Server
label-cpu = CPU
label-memory = Arbeitsspeicher
label-cache-tier = Cache-Tier
label-capacity-tier = Kapazitäts-Tier
label-boot-drive = Boot-Laufwerk
label-network = Netzwerk
label-switch = Switch
label-hypervisor = Hypervisor
label-os = Betriebssystem
label-storage-software = Storage-Software
label-raw-capacity = Bruttokapazität
label-usable-capacity = Nutzkapazität
label-disk-groups = Diskgruppen
label-form-factor = Formfaktor
label-interface = Schnittstelle
label-nand = NAND
label-controller = Controller
label-firmware = Firmware
label-power-loss-protection = Stromausfallschutz
label-encryption = Verschlüsselung
label-warranty = Garantie
label-uber = Nicht korrigierbare Bitfehlerrate
label-mtbf = MTBF
label-afr = Jährliche Ausfallrate
label-supply-voltage = Versorgungsspannung
label-power-operating = Leistungsaufnahme im Betrieb
label-operating-temp = Betriebstemperatur
label-dimensions = Abmessungen
label-weight = Gewicht
label-reviewed-capacity = Getestete Kapazität
label-sister-model = Schwestermodell
label-latency-typical = Typische Latenz
label-vendor = Hersteller

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = Niedrigste VM
label-vm-max = Höchste VM
label-load = Last
label-iodepth = Warteschlangentiefe
label-jobs = Jobs
label-peak-throughput = Spitzendurchsatz
label-host-cpu-min = Host-CPU, unteres Ende
label-host-cpu-max = Host-CPU, oberes Ende

## Facts of protocols: how a test was run

label-scale = Datenbankgröße
label-clients = Virtuelle Clients pro VM
label-threads = Threads
label-duration = Dauer
label-warm-up = Aufwärmphase
label-sample-period = Messintervall
label-data-disks = Datenlaufwerke pro VM
label-vcpus = vCPUs pro VM
label-vm-memory = Arbeitsspeicher pro VM
label-ram-buffer = RAM-Puffer der Datenbank
label-database = Datenbank
label-load-generator = Lastgenerator
