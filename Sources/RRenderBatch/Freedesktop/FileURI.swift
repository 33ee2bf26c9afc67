import Foundation

/// Canonical `file://` URIs and file facts, as the Thumbnail Managing Standard keys them.
enum FileURI {
    /// `file://` and the absolute path without `.`/`..` segments (symbolic links kept, as
    /// desktops name files), every byte outside RFC 2396's unreserved characters and the path
    /// characters `/:@&=+$,` percent-encoded with uppercase hex (GLib's `g_filename_to_uri`).
    static func canonical(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var uri = "file://"
        for byte in absolute.utf8 {
            if allowed.contains(byte) {
                uri.append(Character(Unicode.Scalar(byte)))
            } else {
                uri += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return uri
    }

    private static let allowed: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()/:@&=+$,".utf8))

    /// The modification time in whole seconds since 1970.
    static func mtimeSeconds(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mtim.tv_sec)
    }

    /// The file's size in bytes.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
