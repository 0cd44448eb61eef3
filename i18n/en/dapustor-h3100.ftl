# Labels for the DapuStor Haishen3 H3100 review (content/reviews/dapustor-h3100)
# and the H3100 spec sheet (content/drives/dapustor-h3100).

## Spec-sheet capacities
label-h3100-800g = H3100 800 GB
label-h3100-1600g = H3100 1.6 TB
label-h3100-3200g = H3100 3.2 TB
label-h3100-6400g = H3100 6.4 TB

## Drive facts
label-h3100-spec-seq-block = Block size of the rated sequential figures
label-h3100-spec-rand-block = Block size of the rated random figures
label-h3100-lat-rand-read-4k = Typical latency, 4K random read
label-h3100-lat-rand-write-4k = Typical latency, 4K random write
label-h3100-lat-seq-read-4k = Typical latency, 4K sequential read
label-h3100-lat-seq-write-4k = Typical latency, 4K sequential write
