// Texts of Settings > Security (src/web/features/security): change password, one-time codes and the
// active sessions, with the server's answers they show. Words other areas use are repeated here.
export const settingsSecurity: Record<string, string> = {
  Security: 'Bảo mật',
  // Change password
  'Change password': 'Đổi mật khẩu',
  'Current password': 'Mật khẩu hiện tại',
  'New password': 'Mật khẩu mới',
  'Confirm password': 'Xác nhận mật khẩu',
  'Password has been changed successfully!': 'Đã đổi mật khẩu thành công!',
  'Current password is incorrect': 'Mật khẩu hiện tại không đúng',
  'Confirm password not matched': 'Xác nhận mật khẩu không khớp',
  'Password is invalid': 'Mật khẩu không hợp lệ',
  // One-time codes
  'One-time codes': 'Mã dùng một lần',
  'Sign in with a code from an authenticator app as well as your password.':
    'Đăng nhập bằng mã từ ứng dụng xác thực cùng với mật khẩu của bạn.',
  'The sign-in settings could not be loaded': 'Không tải được cài đặt đăng nhập',
  On: 'Bật',
  Off: 'Tắt',
  'Turn on one-time codes': 'Bật mã dùng một lần',
  'Turn off one-time codes': 'Tắt mã dùng một lần',
  'Add this account to your authenticator app, then type the code it shows.':
    'Thêm tài khoản này vào ứng dụng xác thực, rồi nhập mã ứng dụng hiển thị.',
  'QR code to scan with the authenticator app': 'Mã QR để quét bằng ứng dụng xác thực',
  'Open in the authenticator app': 'Mở trong ứng dụng xác thực',
  'Or type this key:': 'Hoặc nhập khóa này:',
  'One-time code': 'Mã dùng một lần',
  'One-time code is invalid': 'Mã dùng một lần không hợp lệ',
  'One-time codes are on': 'Đã bật mã dùng một lần',
  'One-time codes are off': 'Đã tắt mã dùng một lần',
  Confirm: 'Xác nhận',
  Cancel: 'Hủy',
  // Active sessions
  'Active sessions': 'Phiên đang hoạt động',
  'Where you are signed in. Signing out the others ends every session but this one.':
    'Những nơi bạn đang đăng nhập. Đăng xuất các phiên khác sẽ kết thúc mọi phiên trừ phiên này.',
  'The sessions could not be loaded': 'Không tải được danh sách phiên',
  'Signed in': 'Đăng nhập lúc',
  'Last seen': 'Lần cuối',
  'This session': 'Phiên này',
  'Other sessions: {{count}}': 'Phiên khác: {{count}}',
  'Sign out other sessions': 'Đăng xuất các phiên khác',
  'Every other session of your account is signed out and must sign in again.':
    'Mọi phiên khác của tài khoản sẽ bị đăng xuất và phải đăng nhập lại.',
  'Sign out': 'Đăng xuất',
  'Other sessions signed out: {{count}}': 'Đã đăng xuất phiên khác: {{count}}',
};
