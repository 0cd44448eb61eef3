### Etykiety identyfikatorów danych: nagłówki kolumn, obciążenia, konfiguracje, dane platform i dysków.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = Wariant
label-model = Model
label-capacity = Pojemność
label-endurance = Wytrzymałość
label-seq-read = Odczyt sekwencyjny
label-seq-write = Zapis sekwencyjny
label-rand-read = Odczyt losowy
label-rand-write = Zapis losowy
label-rand-mixed-70-30 = Losowy mieszany 70/30
label-read-latency = Opóźnienie odczytu
label-write-latency = Opóźnienie zapisu
label-latency = Opóźnienie
label-power-idle = Pobór mocy w spoczynku
label-power-active = Pobór mocy pod obciążeniem
label-workload = Obciążenie
label-config = Konfiguracja
label-vm = VM
label-tps = Transakcje na sekundę
label-latency-avg = Średnie opóźnienie
label-latency-p99 = Opóźnienie (99. percentyl)
label-latency-median = Opóźnienie (mediana)
label-latency-p99-9 = Opóźnienie (99,9. percentyl)
label-latency-p99-99 = Opóźnienie (99,99. percentyl)
label-latency-p99-999 = Opóźnienie (99,999. percentyl)
label-price = Cena
label-price-per-tb = Cena za TB
label-peak-iops = Szczytowe IOPS
label-peak-latency = Opóźnienie w szczycie
label-sub-ms-until = Poniżej 1 ms do
label-bandwidth = Przepustowość
label-throughput = Transfer
label-iops = IOPS
label-read-throughput = Transfer odczytu
label-write-throughput = Transfer zapisu
label-read-iops = IOPS odczytu
label-write-iops = IOPS zapisu
label-render-time = Czas renderowania
label-tiles = Kafelki
label-host-cpu = Procesor hosta
label-metric = Miara
label-value = Wartość
label-aggregate = Łącznie
label-profile = Profil
label-working-set = Zbiór roboczy
label-vms = Maszyny wirtualne

## Workloads

label-rand-read-4k = Odczyt losowy 4K
label-rand-write-4k = Zapis losowy 4K
label-seq-read-64k = Odczyt sekwencyjny 64K
label-seq-write-64k = Zapis sekwencyjny 64K
label-seq-read-128k = Odczyt sekwencyjny 128K
label-seq-write-128k = Zapis sekwencyjny 128K
label-seq-read-1024k = Odczyt sekwencyjny 1024K
label-seq-write-1024k = Zapis sekwencyjny 1024K
label-seq-read-32k = Odczyt sekwencyjny 32K
label-seq-write-32k = Zapis sekwencyjny 32K
label-rand-70-30-8k = Losowy 70/30 8K
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI, pełne klony: rozruch
label-vdi-fc-initial-login = VDI, pełne klony: pierwsze logowanie
label-vdi-fc-monday-login = VDI, pełne klony: logowanie w poniedziałek
label-vdi-lc-boot = VDI, klony połączone: rozruch
label-vdi-lc-initial-login = VDI, klony połączone: pierwsze logowanie
label-vdi-lc-monday-login = VDI, klony połączone: logowanie w poniedziałek

## Configurations

label-dr-on = Redukcja danych włączona
label-dr-off = Redukcja danych wyłączona

## Facts of rigs and drives

label-nodes = Węzły
label-chassis = Obudowa
label-server = Serwer
label-cpu = Procesor
label-memory = Pamięć
label-cache-tier = Warstwa cache
label-capacity-tier = Warstwa pojemności
label-boot-drive = Dysk rozruchowy
label-network = Sieć
label-switch = Przełącznik
label-hypervisor = Hiperwizor
label-os = System operacyjny
label-storage-software = Oprogramowanie pamięci masowej
label-raw-capacity = Pojemność surowa
label-usable-capacity = Pojemność użytkowa
label-disk-groups = Grupy dysków
label-form-factor = Format
label-interface = Interfejs
label-nand = Pamięć NAND
label-controller = Kontroler
label-firmware = Oprogramowanie układowe
label-power-loss-protection = Ochrona przed utratą zasilania
label-encryption = Szyfrowanie
label-warranty = Gwarancja
label-uber = Wskaźnik niekorygowalnych błędów bitowych
label-mtbf = MTBF
label-afr = Roczny wskaźnik awarii
label-supply-voltage = Napięcie zasilania
label-power-operating = Pobór mocy podczas pracy
label-operating-temp = Temperatura pracy
label-dimensions = Wymiary
label-weight = Masa
label-reviewed-capacity = Testowana pojemność
label-sister-model = Model siostrzany
label-latency-typical = Typowe opóźnienie
label-vendor = Producent

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = Najniższa wartość VM
label-vm-max = Najwyższa wartość VM
label-load = Poziom obciążenia
label-iodepth = Głębokość kolejki
label-jobs = Zadania
label-peak-throughput = Szczytowy transfer
label-host-cpu-min = Procesor hosta, dolna granica
label-host-cpu-max = Procesor hosta, górna granica

## Facts of protocols: how a test was run

label-scale = Skala bazy danych
label-clients = Klienci wirtualni na VM
label-threads = Wątki
label-duration = Czas trwania
label-warm-up = Rozgrzewka
label-sample-period = Okres pomiaru
label-data-disks = Dyski danych na VM
label-vcpus = vCPU na VM
label-vm-memory = Pamięć na VM
label-ram-buffer = Bufor RAM bazy danych
label-database = Baza danych
label-load-generator = Generator obciążenia
