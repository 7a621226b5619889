export { revokeRememberedDevices } from "./revoke-remembered-devices";
export { isDeviceRemembered } from "./is-device-remembered";
export { rememberDevice } from "./remember-device";
export { sendLogInCode, type CodeChannel } from "./send-log-in-code";
export { verifySecondFactor, INVALID_CODE_MESSAGE } from "./verify-second-factor";
