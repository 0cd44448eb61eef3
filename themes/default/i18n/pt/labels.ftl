### Labels of data ids (Portuguese): column headers, workloads, configurations and the facts of rigs and drives.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = Referência
label-model = Modelo
label-capacity = Capacidade
label-endurance = Resistência
label-seq-read = Leitura sequencial
label-seq-write = Gravação sequencial
label-rand-read = Leitura aleatória
label-rand-write = Gravação aleatória
label-rand-mixed-70-30 = Aleatória mista 70/30
label-read-latency = Latência de leitura
label-write-latency = Latência de gravação
label-latency = Latência
label-power-idle = Consumo em repouso
label-power-active = Consumo em atividade
label-workload = Carga de trabalho
label-config = Configuração
label-vm = VM
label-tps = Transações por segundo
label-latency-avg = Latência média
label-latency-p99 = Latência no percentil 99
label-latency-median = Latência mediana
label-latency-p99-9 = Latência no percentil 99,9
label-latency-p99-99 = Latência no percentil 99,99
label-latency-p99-999 = Latência no percentil 99,999
label-price = Preço
label-price-per-tb = Preço por TB
label-peak-iops = IOPS de pico
label-peak-latency = Latência no pico
label-sub-ms-until = Abaixo de 1 ms até
label-bandwidth = Largura de banda
label-throughput = Taxa de transferência
label-iops = IOPS
label-read-throughput = Taxa de leitura
label-write-throughput = Taxa de gravação
label-read-iops = IOPS de leitura
label-write-iops = IOPS de gravação
label-render-time = Tempo de renderização
label-tiles = Tiles
label-host-cpu = CPU do host
label-metric = Métrica
label-value = Valor
label-aggregate = Agregado
label-profile = Perfil
label-working-set = Conjunto de trabalho
label-vms = VMs

## Workloads

label-rand-read-4k = Leitura aleatória 4K
label-rand-write-4k = Gravação aleatória 4K
label-seq-read-64k = Leitura sequencial 64K
label-seq-write-64k = Gravação sequencial 64K
label-seq-read-128k = Leitura sequencial 128K
label-seq-write-128k = Gravação sequencial 128K
label-seq-read-1024k = Leitura sequencial 1024K
label-seq-write-1024k = Gravação sequencial 1024K
label-seq-read-32k = Leitura sequencial 32K
label-seq-write-32k = Gravação sequencial 32K
label-rand-70-30-8k = Aleatória 70/30 8K
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI full clone: inicialização
label-vdi-fc-initial-login = VDI full clone: primeiro login
label-vdi-fc-monday-login = VDI full clone: login de segunda-feira
label-vdi-lc-boot = VDI linked clone: inicialização
label-vdi-lc-initial-login = VDI linked clone: primeiro login
label-vdi-lc-monday-login = VDI linked clone: login de segunda-feira

## Configurations

label-dr-on = Redução de dados ativada
label-dr-off = Redução de dados desativada

## Facts of rigs and drives

label-nodes = Nós
label-chassis = Chassi
label-server = Servidor
label-cpu = CPU
label-memory = Memória
label-cache-tier = Camada de cache
label-capacity-tier = Camada de capacidade
label-boot-drive = Unidade de boot
label-network = Rede
label-switch = Switch
label-hypervisor = Hipervisor
label-os = Sistema operacional
label-storage-software = Software de armazenamento
label-raw-capacity = Capacidade bruta
label-usable-capacity = Capacidade utilizável
label-disk-groups = Grupos de discos
label-form-factor = Formato
label-interface = Interface
label-nand = NAND
label-controller = Controlador
label-firmware = Firmware
label-power-loss-protection = Proteção contra perda de energia
label-encryption = Criptografia
label-warranty = Garantia
label-uber = Taxa de erros de bit não corrigíveis
label-mtbf = MTBF
label-afr = Taxa anual de falhas
label-supply-voltage = Tensão de alimentação
label-power-operating = Consumo em operação
label-operating-temp = Temperatura de operação
label-dimensions = Dimensões
label-weight = Peso
label-reviewed-capacity = Capacidade analisada
label-sister-model = Modelo irmão
label-latency-typical = Latência típica
label-vendor = Fabricante

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = VM mais baixa
label-vm-max = VM mais alta
label-load = Carga
label-iodepth = Profundidade de fila
label-jobs = Jobs
label-peak-throughput = Taxa de transferência de pico
label-host-cpu-min = CPU do host, mínimo
label-host-cpu-max = CPU do host, máximo

## Facts of protocols: how a test was run

label-scale = Escala do banco de dados
label-clients = Clientes virtuais por VM
label-threads = Threads
label-duration = Duração
label-warm-up = Aquecimento
label-sample-period = Período de amostragem
label-data-disks = Discos de dados por VM
label-vcpus = vCPUs por VM
label-vm-memory = Memória por VM
label-ram-buffer = Buffer de RAM do banco de dados
label-database = Banco de dados
label-load-generator = Gerador de carga
