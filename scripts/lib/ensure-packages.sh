# Installs the Debian packages given as arguments when any is missing (needs root or sudo).
ensure_packages() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing ${missing[*]} (apt-get)…" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The Swift toolchain: on PATH, or the one this project's machines ship in /opt/swift.
ensure_swift() {
    if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    command -v swift >/dev/null 2>&1 || { echo "swift is not installed (Swift 6.3 toolchain needed)" >&2; exit 1; }
}

# Generates the locales given as arguments (de_DE.UTF-8 …) when any is missing (needs root or
# sudo and the `locales` package), so that LANG=de_DE.UTF-8 works on a fresh machine.
ensure_locales() {
    local missing=()
    for locale in "$@"; do
        local short="${locale%.UTF-8}.utf8"
        locale -a 2>/dev/null | grep -qx "$short" || missing+=("$locale")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Generating the locales ${missing[*]} (locale-gen)…" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    for locale in "${missing[@]}"; do
        grep -qx "$locale UTF-8" /etc/locale.gen 2>/dev/null || echo "$locale UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
    done
    $sudo locale-gen >/dev/null
}
