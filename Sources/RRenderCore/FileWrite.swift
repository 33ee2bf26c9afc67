#if canImport(Glibc)
    import Glibc
#endif

/// Writing bytes to an open file descriptor.
public enum FileWrite {
    /// Writes all of `bytes` to `descriptor`, again after an interrupted or partial write; 0
    /// when all is written, else the `errno` of the failure (`EIO` for a write that wrote
    /// nothing, which would otherwise be tried forever).
    public static func all(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                if count < 0 { return errno }
                if count == 0 { return EIO }
                written += count
            }
            return 0
        }
    }
}
