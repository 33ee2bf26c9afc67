/// The 64-bit FNV-1a hash: the same on every machine and in every process (Swift's `Hasher` is
/// seeded per process), for values that are stored or shared, such as shard assignments and
/// snapshot fingerprints.
public enum FNV1a {
    /// The hash of `bytes`.
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
