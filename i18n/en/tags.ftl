# Tags, in English.
label-enterprise-ssd = Enterprise SSD
label-virtual-disk = Virtual disk
label-lab = Lab measurement
label-all-flash = All-flash
label-data-reduction = Data reduction
