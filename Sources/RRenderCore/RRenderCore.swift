/// The version of rrender, printed by `rrender --version`.
public enum RRenderVersion {
    public static let string = "0.1.0"
}
