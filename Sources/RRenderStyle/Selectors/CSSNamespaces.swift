/// The namespace prefixes declared by `@namespace` rules (CSS Namespaces 3 §2), for selectors.
public struct CSSNamespaces: Hashable, Sendable {
    /// The default namespace for type and universal selectors, or nil when none was declared.
    public private(set) var defaultNamespace: String?
    /// Declared prefixes and their URIs. Prefixes are case-sensitive (CSS Namespaces 3 §2.1).
    public private(set) var prefixes: [String: String] = [:]

    /// No declarations.
    public init() {}

    /// Declares `prefix` (nil: the default namespace) for `uri`; a later declaration wins.
    /// The empty URI declares "no namespace".
    public mutating func declare(prefix: String?, uri: String) {
        if let prefix {
            prefixes[prefix] = uri
        } else {
            defaultNamespace = uri
        }
    }

    /// The URI declared for `prefix`, or nil when the prefix is undeclared.
    public func uri(forPrefix prefix: String) -> String? { prefixes[prefix] }
}
