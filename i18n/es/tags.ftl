# Etiquetas, en español.
label-enterprise-ssd = SSD empresarial
label-virtual-disk = Disco virtual
label-lab = Medición de laboratorio
label-all-flash = Totalmente flash
label-data-reduction = Reducción de datos
