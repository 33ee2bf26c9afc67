/// Lowercase hexadecimal, written here so the vectors do not rest on rrender's own formatting.
func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
}
