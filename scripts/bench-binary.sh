# Sourced by the bench scripts: says which rrender binary was measured.
# `make release` writes BINARY.build-info beside the binary it made: the flags, the source tree
# (git describe) and the binary's sha256. A binary whose sha256 is not the one recorded was
# made some other way (a plain `swift build -c release` links the Swift runtime shared), and the
# header says so instead of guessing.

# binary_header BINARY: one line naming BINARY, its --version, how it links the Swift runtime and
# how it was built; a warning on stderr when it is not the binary `make release` made.
binary_header() {
  local binary info sum linking made
  binary=$(realpath "$1")
  info="$binary.build-info"
  sum=$(sha256sum "$binary" | cut -c1-64)
  linking="Swift runtime static"
  ldd "$binary" 2>/dev/null | grep -q libswiftCore && linking="Swift runtime shared"
  if [[ -f $info ]] && grep -qx "sha256 $sum" "$info"; then
    made="made by make release $(sed -n 's/^made //p' "$info"): swift build $(sed -n 's/^flags //p' "$info")"
  else
    made="NOT the binary make release made (build flags unknown)"
    echo "bench: $binary is not the binary make release made; its build flags are unknown (run make release)" >&2
  fi
  echo "binary $binary: rrender $("$binary" --version), $linking, sha256 ${sum:0:12}; $made"
}
