### Etiquetas de los identificadores de datos: encabezados, cargas de trabajo, configuraciones y características.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = Referencia
label-model = Modelo
label-capacity = Capacidad
label-endurance = Resistencia
label-seq-read = Lectura secuencial
label-seq-write = Escritura secuencial
label-rand-read = Lectura aleatoria
label-rand-write = Escritura aleatoria
label-rand-mixed-70-30 = Aleatoria mixta 70/30
label-read-latency = Latencia de lectura
label-write-latency = Latencia de escritura
label-latency = Latencia
label-power-idle = Consumo en reposo
label-power-active = Consumo en actividad
label-workload = Carga de trabajo
label-config = Configuración
label-vm = VM
label-tps = Transacciones por segundo
label-latency-avg = Latencia media
label-latency-p99 = Latencia del percentil 99
label-latency-median = Latencia mediana
label-latency-p99-9 = Latencia del percentil 99,9
label-latency-p99-99 = Latencia del percentil 99,99
label-latency-p99-999 = Latencia del percentil 99,999
label-price = Precio
label-price-per-tb = Precio por TB
label-peak-iops = IOPS máximas
label-peak-latency = Latencia en el pico
label-sub-ms-until = Menos de 1 ms hasta
label-bandwidth = Ancho de banda
label-throughput = Tasa de transferencia
label-iops = IOPS
label-read-throughput = Transferencia de lectura
label-write-throughput = Transferencia de escritura
label-read-iops = IOPS de lectura
label-write-iops = IOPS de escritura
label-render-time = Tiempo de renderizado
label-tiles = Teselas
label-host-cpu = CPU del host
label-metric = Métrica
label-value = Valor
label-aggregate = Total
label-profile = Perfil
label-working-set = Conjunto de trabajo
label-vms = VM

## Workloads

label-rand-read-4k = Lectura aleatoria 4K
label-rand-write-4k = Escritura aleatoria 4K
label-seq-read-64k = Lectura secuencial 64K
label-seq-write-64k = Escritura secuencial 64K
label-seq-read-128k = Lectura secuencial 128K
label-seq-write-128k = Escritura secuencial 128K
label-seq-read-1024k = Lectura secuencial 1024K
label-seq-write-1024k = Escritura secuencial 1024K
label-seq-read-32k = Lectura secuencial 32K
label-seq-write-32k = Escritura secuencial 32K
label-rand-70-30-8k = Aleatoria 70/30 8K
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI clon completo: arranque
label-vdi-fc-initial-login = VDI clon completo: primer inicio de sesión
label-vdi-fc-monday-login = VDI clon completo: inicio de sesión del lunes
label-vdi-lc-boot = VDI clon vinculado: arranque
label-vdi-lc-initial-login = VDI clon vinculado: primer inicio de sesión
label-vdi-lc-monday-login = VDI clon vinculado: inicio de sesión del lunes

## Configurations

label-dr-on = Reducción de datos activada
label-dr-off = Reducción de datos desactivada

## Facts of rigs and drives

label-nodes = Nodos
label-chassis = Chasis
label-server = Servidor
label-cpu = Procesador
label-memory = Memoria
label-cache-tier = Nivel de caché
label-capacity-tier = Nivel de capacidad
label-boot-drive = Unidad de arranque
label-network = Red
label-switch = Conmutador
label-hypervisor = Hipervisor
label-os = Sistema operativo
label-storage-software = Software de almacenamiento
label-raw-capacity = Capacidad bruta
label-usable-capacity = Capacidad útil
label-disk-groups = Grupos de discos
label-form-factor = Formato
label-interface = Interfaz
label-nand = Memoria NAND
label-controller = Controladora
label-firmware = Firmware
label-power-loss-protection = Protección ante cortes de energía
label-encryption = Cifrado
label-warranty = Garantía
label-uber = Tasa de errores de bit no corregibles
label-mtbf = MTBF
label-afr = Tasa anual de fallos
label-supply-voltage = Tensión de alimentación
label-power-operating = Consumo en funcionamiento
label-operating-temp = Temperatura de funcionamiento
label-dimensions = Dimensiones
label-weight = Peso
label-reviewed-capacity = Capacidad analizada
label-sister-model = Modelo hermano
label-latency-typical = Latencia típica
label-vendor = Fabricante

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = Mínimo por VM
label-vm-max = Máximo por VM
label-load = Carga
label-iodepth = Profundidad de cola
label-jobs = Trabajos
label-peak-throughput = Tasa de transferencia máxima
label-host-cpu-min = CPU del host, mínimo
label-host-cpu-max = CPU del host, máximo

## Facts of protocols: how a test was run

label-scale = Escala de la base de datos
label-clients = Clientes virtuales por VM
label-threads = Hilos
label-duration = Duración
label-warm-up = Precalentamiento
label-sample-period = Periodo de muestreo
label-data-disks = Discos de datos por VM
label-vcpus = vCPU por VM
label-vm-memory = Memoria por VM
label-ram-buffer = Búfer de RAM de la base de datos
label-database = Base de datos
label-load-generator = Generador de carga
