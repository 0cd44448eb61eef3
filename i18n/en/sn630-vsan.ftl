# Labels for the Ultrastar DC SN630 vSAN review (content/reviews/sn630-vsan)
# and the SN630 spec sheet (content/drives/wd-sn630).

## vSAN data reduction (deduplication and compression)
label-sn630-dr-on = vSAN 6.7 U1, data reduction on
label-sn630-dr-off = vSAN 6.7 U1, data reduction off

## Spec-sheet SKUs: read-intensive (RI) and mixed-use (MU)
label-sn630-ri-960 = 960 GB, read-intensive
label-sn630-mu-800 = 800 GB, mixed-use
label-sn630-ri-1920 = 1.92 TB, read-intensive
label-sn630-mu-1600 = 1.6 TB, mixed-use
label-sn630-ri-3840 = 3.84 TB, read-intensive
label-sn630-mu-3200 = 3.2 TB, mixed-use
label-sn630-ri-7680 = 7.68 TB, read-intensive
label-sn630-mu-6400 = 6.4 TB, mixed-use

## Drive and rig facts
label-sn630-secure-firmware = Firmware authentication
label-sn630-storage-policy = vSAN storage policy

## Values that are words (`term = "…"` in the data)
label-sn630-form-factor = U.2 2.5″
label-sn630-nand = Western Digital BiCS3 64-layer 3D TLC
label-sn630-encryption = Instant Secure Erase (ISE)
label-sn630-rig-network = Mellanox ConnectX-4, dual-port
