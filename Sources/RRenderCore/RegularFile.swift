#if canImport(Glibc)
    import Glibc
#endif

/// Opening a file a user names without waiting on it. A FIFO opened for reading waits for a
/// writer (`rrender book.epub` on a named pipe hung before its first line), and a device may
/// never end: only regular files are read, and they are opened with `O_NONBLOCK`, which a
/// regular file ignores and which makes opening a FIFO return at once.
public enum RegularFile {
    /// Why a file could not be opened.
    public enum Failure: Error, Equatable, Sendable {
        /// The system's `errno`.
        case system(Int32)
        /// A FIFO, a device, a socket or a directory.
        case notRegular

        /// In a few words, for messages.
        public var reason: String {
            switch self {
            case .system(let code): String(cString: strerror(code))
            case .notRegular: "it is not a regular file"
            }
        }
    }

    /// True when `path` names a regular file (through symbolic links).
    public static func isRegular(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// A read-only descriptor (close-on-exec) of the regular file at `path`, and its size.
    public static func open(_ path: String) -> Result<(descriptor: Int32, size: UInt64), Failure> {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(.notRegular)
        }
        return .success((descriptor, UInt64(info.st_size)))
    }

    /// Up to `count` bytes from the start of the regular file at `path`; nil when it cannot be
    /// opened or read, or is not a regular file.
    public static func head(_ path: String, count: Int) -> [UInt8]? {
        guard case .success(let (descriptor, _)) = open(path) else { return nil }
        defer { close(descriptor) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(0, count)) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized, off_t(initialized))
                if got < 0, errno == EINTR { continue }
                if got < 0 { failed = true }
                guard got > 0 else { return }
                initialized += got
            }
        }
        return failed ? nil : bytes
    }
}
