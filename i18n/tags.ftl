# Tags that are names, the same in every language (see docs/content-format.md, "Tags").
label-nvme = NVMe
label-u2 = U.2
label-sas = SAS
label-vsan = vSAN
label-vsan-esa = vSAN ESA
label-hci = HCI
label-fio = fio
