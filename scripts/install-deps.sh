#!/usr/bin/env bash
# Installs the Debian packages lexgraph needs to build, test and benchmark,
# skipping those already present. Safe to run again.
set -euo pipefail

packages=(
  build-essential cmake pkg-config ninja-build
  libpugixml-dev libxapian-dev xapian-tools
  libcmark-gfm-dev libcmark-gfm-extensions-dev
  libre2-dev libtomlplusplus-dev nlohmann-json3-dev libcli11-dev
  libgoogle-perftools-dev
  libcpp-httplib-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  xz-utils python3
)
if [[ "${LEXGRAPH_BROWSER:-1}" == 1 ]]; then
  packages+=(chromium chromium-driver)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "install-deps: all packages present"
fi
