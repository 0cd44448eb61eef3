# Labels for the lab measurement of the build VM's virtual disk (content/reviews/lab-virtual-disk).

label-lab-ci-vm-disk = Disque virtuel de la VM de compilation
