# Shared by bench/run.sh and bench/serve.sh (sourced, not run).

# "2 × AMD EPYC …": the cores and the CPU the figures were measured on.
machine_description() {
    local model
    model=$(grep -m1 -E '^(model name|Model|Hardware|cpu model)[[:space:]]*:' /proc/cpuinfo 2>/dev/null |
        cut -d: -f2- | sed 's/^ *//') || true
    if [[ -z "$model" ]] && command -v lscpu >/dev/null 2>&1; then
        model=$(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -n1)
    fi
    echo "$(nproc) × ${model:-$(uname -m)}"
}
