### Labels of data ids (Chinese, Simplified): column headers, workloads, configurations and the facts of rigs and drives.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = 型号
label-model = 型号
label-capacity = 容量
label-endurance = 耐久度
label-seq-read = 顺序读取
label-seq-write = 顺序写入
label-rand-read = 随机读取
label-rand-write = 随机写入
label-rand-mixed-70-30 = 随机混合 70/30
label-read-latency = 读取延迟
label-write-latency = 写入延迟
label-latency = 延迟
label-power-idle = 空闲功耗
label-power-active = 活跃功耗
label-workload = 工作负载
label-config = 配置
label-vm = 虚拟机
label-tps = 每秒事务数
label-latency-avg = 平均延迟
label-latency-p99 = 99 百分位延迟
label-latency-median = 中位延迟
label-latency-p99-9 = 99.9 百分位延迟
label-latency-p99-99 = 99.99 百分位延迟
label-latency-p99-999 = 99.999 百分位延迟
label-price = 价格
label-price-per-tb = 每 TB 价格
label-peak-iops = 峰值 IOPS
label-peak-latency = 峰值时延迟
label-sub-ms-until = 1 ms 以下直至
label-bandwidth = 带宽
label-throughput = 吞吐量
label-iops = IOPS
label-read-throughput = 读取吞吐量
label-write-throughput = 写入吞吐量
label-read-iops = 读取 IOPS
label-write-iops = 写入 IOPS
label-render-time = 渲染时间
label-tiles = Tile 数
label-host-cpu = 主机 CPU
label-metric = 指标
label-value = 数值
label-aggregate = 合计
label-profile = 配置文件
label-working-set = 工作集
label-vms = 虚拟机数

## Workloads

label-rand-read-4k = 4K 随机读取
label-rand-write-4k = 4K 随机写入
label-seq-read-64k = 64K 顺序读取
label-seq-write-64k = 64K 顺序写入
label-seq-read-128k = 128K 顺序读取
label-seq-write-128k = 128K 顺序写入
label-seq-read-1024k = 1024K 顺序读取
label-seq-write-1024k = 1024K 顺序写入
label-seq-read-32k = 32K 顺序读取
label-seq-write-32k = 32K 顺序写入
label-rand-70-30-8k = 8K 随机 70/30
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI 完整克隆：启动
label-vdi-fc-initial-login = VDI 完整克隆：首次登录
label-vdi-fc-monday-login = VDI 完整克隆：周一登录
label-vdi-lc-boot = VDI 链接克隆：启动
label-vdi-lc-initial-login = VDI 链接克隆：首次登录
label-vdi-lc-monday-login = VDI 链接克隆：周一登录

## Configurations

label-dr-on = 数据缩减开启
label-dr-off = 数据缩减关闭

## Facts of rigs and drives

label-nodes = 节点
label-chassis = 机箱
label-server = 服务器
label-cpu = CPU
label-memory = 内存
label-cache-tier = 缓存层
label-capacity-tier = 容量层
label-boot-drive = 启动盘
label-network = 网络
label-switch = 交换机
label-hypervisor = 虚拟机管理程序
label-os = 操作系统
label-storage-software = 存储软件
label-raw-capacity = 原始容量
label-usable-capacity = 可用容量
label-disk-groups = 磁盘组
label-form-factor = 外形规格
label-interface = 接口
label-nand = NAND
label-controller = 主控
label-firmware = 固件
label-power-loss-protection = 掉电保护
label-encryption = 加密
label-warranty = 保修
label-uber = 不可纠正误码率
label-mtbf = MTBF
label-afr = 年化故障率
label-supply-voltage = 供电电压
label-power-operating = 运行功耗
label-operating-temp = 工作温度
label-dimensions = 尺寸
label-weight = 重量
label-reviewed-capacity = 评测容量
label-sister-model = 姊妹型号
label-latency-typical = 典型延迟
label-vendor = 厂商

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = 最低虚拟机
label-vm-max = 最高虚拟机
label-load = 负载
label-iodepth = 队列深度
label-jobs = 作业数
label-peak-throughput = 峰值吞吐量
label-host-cpu-min = 主机 CPU（下限）
label-host-cpu-max = 主机 CPU（上限）

## Facts of protocols: how a test was run

label-scale = 数据库规模
label-clients = 每台虚拟机的虚拟客户端
label-threads = 线程数
label-duration = 持续时间
label-warm-up = 预热
label-sample-period = 采样周期
label-data-disks = 每台虚拟机的数据盘
label-vcpus = 每台虚拟机的 vCPU
label-vm-memory = 每台虚拟机的内存
label-ram-buffer = 数据库 RAM 缓冲区
label-database = 数据库
label-load-generator = 负载生成器
