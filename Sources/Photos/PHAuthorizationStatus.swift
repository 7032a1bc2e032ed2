/// `PHAuthorizationStatus`: Photos' access states.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    case limited = 4
}

/// `PHAccessLevel`: add-only or read-write access.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1
    case readWrite = 2
}
