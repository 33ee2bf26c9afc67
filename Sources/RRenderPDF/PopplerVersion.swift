internal import CPoppler

/// The Poppler library's version, for `rrender info --versions`.
public enum PopplerVersion {
    public static var string: String { poppler_get_version().map { String(cString: $0) } ?? "unknown" }
}
