### Labels of data ids (Korean): column headers, workloads, configurations and the facts of rigs and drives.
### Short, table-header style. A site adds or overrides labels in its own i18n/<lang>/ folder.

## Columns and metrics

label-sku = 모델 번호
label-model = 모델
label-capacity = 용량
label-endurance = 내구성
label-seq-read = 순차 읽기
label-seq-write = 순차 쓰기
label-rand-read = 랜덤 읽기
label-rand-write = 랜덤 쓰기
label-rand-mixed-70-30 = 랜덤 혼합 70/30
label-read-latency = 읽기 지연 시간
label-write-latency = 쓰기 지연 시간
label-latency = 지연 시간
label-power-idle = 유휴 전력
label-power-active = 활성 전력
label-workload = 워크로드
label-config = 구성
label-vm = VM
label-tps = 초당 트랜잭션
label-latency-avg = 평균 지연 시간
label-latency-p99 = 99번째 백분위 지연 시간
label-latency-median = 중앙값 지연 시간
label-latency-p99-9 = 99.9번째 백분위 지연 시간
label-latency-p99-99 = 99.99번째 백분위 지연 시간
label-latency-p99-999 = 99.999번째 백분위 지연 시간
label-price = 가격
label-price-per-tb = TB당 가격
label-peak-iops = 최대 IOPS
label-peak-latency = 최대 부하 시 지연 시간
label-sub-ms-until = 1 ms 미만 유지 구간
label-bandwidth = 대역폭
label-throughput = 처리량
label-iops = IOPS
label-read-throughput = 읽기 처리량
label-write-throughput = 쓰기 처리량
label-read-iops = 읽기 IOPS
label-write-iops = 쓰기 IOPS
label-render-time = 렌더링 시간
label-tiles = 타일
label-host-cpu = 호스트 CPU
label-metric = 지표
label-value = 값
label-aggregate = 합계
label-profile = 프로필
label-working-set = 작업 세트
label-vms = VM 수

## Workloads

label-rand-read-4k = 4K 랜덤 읽기
label-rand-write-4k = 4K 랜덤 쓰기
label-seq-read-64k = 64K 순차 읽기
label-seq-write-64k = 64K 순차 쓰기
label-seq-read-128k = 128K 순차 읽기
label-seq-write-128k = 128K 순차 쓰기
label-seq-read-1024k = 1024K 순차 읽기
label-seq-write-1024k = 1024K 순차 쓰기
label-seq-read-32k = 32K 순차 읽기
label-seq-write-32k = 32K 순차 쓰기
label-rand-70-30-8k = 8K 랜덤 70/30
label-sql = SQL
label-sql-90-10 = SQL 90/10
label-sql-80-20 = SQL 80/20
label-oracle = Oracle
label-oracle-90-10 = Oracle 90/10
label-oracle-80-20 = Oracle 80/20
label-vdi-fc-boot = VDI 전체 복제: 부팅
label-vdi-fc-initial-login = VDI 전체 복제: 최초 로그인
label-vdi-fc-monday-login = VDI 전체 복제: 월요일 로그인
label-vdi-lc-boot = VDI 연결 복제: 부팅
label-vdi-lc-initial-login = VDI 연결 복제: 최초 로그인
label-vdi-lc-monday-login = VDI 연결 복제: 월요일 로그인

## Configurations

label-dr-on = 데이터 축소 켬
label-dr-off = 데이터 축소 끔

## Facts of rigs and drives

label-nodes = 노드
label-chassis = 섀시
label-server = 서버
label-cpu = CPU
label-memory = 메모리
label-cache-tier = 캐시 계층
label-capacity-tier = 용량 계층
label-boot-drive = 부팅 드라이브
label-network = 네트워크
label-switch = 스위치
label-hypervisor = 하이퍼바이저
label-os = 운영 체제
label-storage-software = 스토리지 소프트웨어
label-raw-capacity = 원시 용량
label-usable-capacity = 사용 가능 용량
label-disk-groups = 디스크 그룹
label-form-factor = 폼 팩터
label-interface = 인터페이스
label-nand = NAND
label-controller = 컨트롤러
label-firmware = 펌웨어
label-power-loss-protection = 전원 손실 보호
label-encryption = 암호화
label-warranty = 보증
label-uber = 정정 불가능 비트 오류율
label-mtbf = MTBF
label-afr = 연간 고장률
label-supply-voltage = 공급 전압
label-power-operating = 동작 전력
label-operating-temp = 동작 온도
label-dimensions = 크기
label-weight = 무게
label-reviewed-capacity = 리뷰한 용량
label-sister-model = 자매 모델
label-latency-typical = 일반 지연 시간
label-vendor = 제조사

## Rows and columns of results: per-VM ranges, load curves, range bounds

label-vm-min = 최저 VM
label-vm-max = 최고 VM
label-load = 부하
label-iodepth = 큐 깊이
label-jobs = 작업 수
label-peak-throughput = 최대 처리량
label-host-cpu-min = 호스트 CPU, 하한
label-host-cpu-max = 호스트 CPU, 상한

## Facts of protocols: how a test was run

label-scale = 데이터베이스 규모
label-clients = VM당 가상 클라이언트
label-threads = 스레드
label-duration = 지속 시간
label-warm-up = 워밍업
label-sample-period = 샘플링 주기
label-data-disks = VM당 데이터 디스크
label-vcpus = VM당 vCPU
label-vm-memory = VM당 메모리
label-ram-buffer = 데이터베이스 RAM 버퍼
label-database = 데이터베이스
label-load-generator = 부하 생성기
