### Подписи идентификаторов данных: заголовки столбцов, нагрузки, конфигурации, характеристики стендов и накопителей.
### Коротко, в стиле заголовков таблиц. Сайт добавляет или переопределяет подписи в своей папке i18n/<lang>/.

## Columns and metrics

label-sku = Артикул
label-model = Модель
label-capacity = Объём
label-endurance = Ресурс записи
label-seq-read = Последовательное чтение
label-seq-write = Последовательная запись
label-rand-read = Случайное чтение
label-rand-write = Случайная запись
label-rand-mixed-70-30 = Случайный смешанный доступ 70/30
label-read-latency = Задержка чтения
label-write-latency = Задержка записи
label-latency = Задержка
label-power-idle = Потребление в простое
label-power-active = Потребление под нагрузкой
label-workload = Нагрузка
label-config = Конфигурация
label-vm = ВМ
label-tps = Транзакций в секунду
label-latency-avg = Средняя задержка
label-latency-p99 = Задержка (99-й перцентиль)
label-latency-median = Задержка (медиана)
label-latency-p99-9 = Задержка (99,9-й перцентиль)
label-latency-p99-99 = Задержка (99,99-й перцентиль)
label-latency-p99-999 = Задержка (99,999-й перцентиль)
label-price = Цена
label-price-per-tb = Цена за ТБ
label-peak-iops = Пиковые IOPS
label-peak-latency = Задержка на пике
label-sub-ms-until = Менее 1 мс до
label-bandwidth = Пропускная способность
label-throughput = Скорость передачи
label-iops = IOPS
label-read-throughput = Скорость чтения
label-write-throughput = Скорость записи
label-read-iops = IOPS чтения
label-write-iops = IOPS записи
label-render-time = Время рендеринга
label-tiles = Тайлы
label-host-cpu = ЦП хоста
label-metric = Показатель
label-value = Значение
label-aggregate = Суммарно
label-profile = Профиль
label-working-set = Рабочий набор
label-vms = Виртуальные машины

## Workloads

label-rand-read-4k = Случайное чтение 4K
label-rand-write-4k = Случайная запись 4K
label-seq-read-64k = Последовательное чтение 64K
label-seq-write-64k = Последовательная запись 64K
label-seq-read-128k = Последовательное чтение 128K
label-seq-write-128k = Последовательная запись 128K
label-seq-read-1024k = Последовательное чтение 1024K
label-seq-write-1024k = Последовательная запись 1024K
label-seq-read-32k = Последовательное чтение 32K
label-seq-write-32k = Последовательная запись 32K
label-rand-70-30-8k = Случайный доступ 8K 70/30
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI, полные клоны: загрузка
label-vdi-fc-initial-login = VDI, полные клоны: первый вход
label-vdi-fc-monday-login = VDI, полные клоны: вход в понедельник
label-vdi-lc-boot = VDI, связанные клоны: загрузка
label-vdi-lc-initial-login = VDI, связанные клоны: первый вход
label-vdi-lc-monday-login = VDI, связанные клоны: вход в понедельник

## Configurations

label-dr-on = Сокращение данных включено
label-dr-off = Сокращение данных выключено

## Facts of rigs and drives

label-nodes = Узлы
label-chassis = Шасси
label-server = Сервер
label-cpu = Процессор
label-memory = Память
label-cache-tier = Уровень кэша
label-capacity-tier = Уровень хранения
label-boot-drive = Загрузочный накопитель
label-network = Сеть
label-switch = Коммутатор
label-hypervisor = Гипервизор
label-os = Операционная система
label-storage-software = ПО хранения данных
label-raw-capacity = Сырая ёмкость
label-usable-capacity = Полезная ёмкость
label-disk-groups = Дисковые группы
label-form-factor = Форм-фактор
label-interface = Интерфейс
label-nand = Память NAND
label-controller = Контроллер
label-firmware = Прошивка
label-power-loss-protection = Защита от потери питания
label-encryption = Шифрование
label-warranty = Гарантия
label-uber = Частота неисправимых битовых ошибок
label-mtbf = Наработка на отказ (MTBF)
label-afr = Годовая частота отказов
label-supply-voltage = Напряжение питания
label-power-operating = Потребляемая мощность
label-operating-temp = Рабочая температура
label-dimensions = Габариты
label-weight = Масса
label-reviewed-capacity = Объём тестового образца
label-sister-model = Родственная модель
label-latency-typical = Типичная задержка
label-vendor = Производитель

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = Минимум по ВМ
label-vm-max = Максимум по ВМ
label-load = Нагрузка
label-iodepth = Глубина очереди
label-jobs = Задания
label-peak-throughput = Пиковая скорость
label-host-cpu-min = ЦП хоста, минимум
label-host-cpu-max = ЦП хоста, максимум

## Facts of protocols: how a test was run

label-scale = Масштаб базы данных
label-clients = Виртуальных клиентов на ВМ
label-threads = Потоки
label-duration = Длительность
label-warm-up = Прогрев
label-sample-period = Интервал выборки
label-data-disks = Дисков данных на ВМ
label-vcpus = vCPU на ВМ
label-vm-memory = Память на ВМ
label-ram-buffer = Буфер БД в ОЗУ
label-database = База данных
label-load-generator = Генератор нагрузки
