# Labels for the lab measurement of the build VM's virtual disk (content/reviews/lab-virtual-disk).

label-lab-ci-vm-disk = Disco virtual de la VM de compilación
