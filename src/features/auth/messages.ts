/** User-facing texts of the auth feature (docs/spec-rules.md section 8 where it names them). */
export const AUTH_MESSAGES = {
  logoutFailed: '网络错误',
  inactive: '长时间未操作，请重新登录',
  mobileEmpty: '请输入手机号',
  mobileInvalid: '请输入正确的11位手机号（1开头，第二位为3-9）',
  codeEmpty: '请输入短信验证码',
  codeInvalid: '验证码为6位数字',
  agreement: '请先阅读并同意《用户服务协议》和《隐私政策》',
  loginFailed: '登录失败，请稍后重试',
  smsFailed: '验证码发送失败，请稍后重试',
  /** A partner (路路通) login the gateway refused: the user is a visitor now and is told so. */
  partnerFailed: (reason: string) => `路路通账号登录失败${reason ? `：${reason}` : ''}，请从路路通重新进入或使用手机号登录`,
} as const;
