internal import CPoppler

/// The Poppler library's version, for `rrender info --versions`.
public enum PopplerVersion {
    public static var string: String {
        guard rr_poppler_load() else { return "not installed" }
        return rr_poppler_get_version().map { String(cString: $0) } ?? "unknown"
    }
}
