import Foundation

/// `UITextContentType`: what a text field or text view holds (a user name,
/// a postal code…), which UIKit uses for AutoFill and keyboard
/// suggestions. Kept: there is no keyboard and no AutoFill here.
///
/// The raw values are the HTML `autocomplete` tokens (`"username"`,
/// `"email"`, `"postal-code"`…) UIKit's constants hold; they matter only to
/// code that prints or compares raw values.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorific-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "honorific-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    public static let dateTime = UITextContentType(rawValue: "date-time")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
}
