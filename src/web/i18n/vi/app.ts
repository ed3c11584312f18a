// Texts of the app shell, the login area, the warning and error pages, and the messages the
// server sends that the user reads (auth verdicts, account statuses).
export const app: Record<string, string> = {
  // Shell and menu
  'Campaign Platform': 'Nền tảng chiến dịch',
  Homepage: 'Trang chủ',
  'Mail outbox': 'Hộp thư đi',
  'Main menu': 'Menu chính',
  'Open menu': 'Mở menu',
  'Close menu': 'Đóng menu',
  'Expand menu': 'Mở rộng menu',
  'Collapse menu': 'Thu gọn menu',
  Language: 'Ngôn ngữ',
  'Switch to light theme': 'Chuyển sang giao diện sáng',
  'Switch to dark theme': 'Chuyển sang giao diện tối',
  'Credit balance': 'Số dư tín dụng',
  'User menu': 'Menu người dùng',
  Logout: 'Đăng xuất',
  Loading: 'Đang tải',
  'A new version is available. Please refresh the page.': 'Đã có phiên bản mới. Vui lòng tải lại trang.',
  Refresh: 'Làm mới',
  // Errors
  'Aw snap': 'Ôi hỏng rồi',
  'Something went wrong while showing this page. We have been told about it.':
    'Đã có lỗi khi hiển thị trang này. Chúng tôi đã được thông báo.',
  'Back to homepage': 'Về trang chủ',
  'Page not found': 'Không tìm thấy trang',
  'The page you are looking for does not exist or has moved.': 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  'Too many requests': 'Quá nhiều yêu cầu',
  'You have made too many requests in a short time. Please wait a minute and try again.':
    'Bạn đã gửi quá nhiều yêu cầu trong thời gian ngắn. Vui lòng đợi một phút rồi thử lại.',
  'Too many requests, please try again later.': 'Quá nhiều yêu cầu, vui lòng thử lại sau.',
  // Login area
  Login: 'Đăng nhập',
  'Sign in to run and watch your campaigns.': 'Đăng nhập để chạy và theo dõi các chiến dịch của bạn.',
  Email: 'Email',
  Password: 'Mật khẩu',
  'New password': 'Mật khẩu mới',
  'Confirm password': 'Xác nhận mật khẩu',
  'One-time code': 'Mã dùng một lần',
  Token: 'Mã xác thực',
  'Forgot password?': 'Quên mật khẩu?',
  'Too many failed attempts will lock sign-in for a while.': 'Đăng nhập sai quá nhiều lần sẽ bị khóa một thời gian.',
  'Enter the 6-digit one-time code from your authenticator app.': 'Nhập mã 6 chữ số từ ứng dụng xác thực của bạn.',
  Verify: 'Xác minh',
  'Forgot Password': 'Quên mật khẩu',
  'Enter your email and we will send you a link to reset your password.':
    'Nhập email của bạn, chúng tôi sẽ gửi liên kết để đặt lại mật khẩu.',
  Submit: 'Gửi',
  'Back to login': 'Quay lại đăng nhập',
  'Reset Password': 'Đặt lại mật khẩu',
  'Your password has expired and must be changed.': 'Mật khẩu của bạn đã hết hạn và phải được thay đổi.',
  Confirm: 'Xác nhận',
  'Email is invalid': 'Email không hợp lệ',
  'Password is invalid': 'Mật khẩu không hợp lệ',
  'Confirm password not matched': 'Mật khẩu xác nhận không khớp',
  'Request success. Please check your email.': 'Yêu cầu thành công. Vui lòng kiểm tra email của bạn.',
  "Password has been reset successfully! You'll be redirected to login page in a few seconds":
    'Đặt lại mật khẩu thành công! Bạn sẽ được chuyển đến trang đăng nhập sau vài giây',
  'Email or password is incorrect': 'Email hoặc mật khẩu không đúng',
  'Your password has expired and must be changed': 'Mật khẩu của bạn đã hết hạn và phải được thay đổi',
  'One-time code is invalid': 'Mã dùng một lần không hợp lệ',
  'The reset link is invalid or has expired': 'Liên kết đặt lại không hợp lệ hoặc đã hết hạn',
  'Current password is incorrect': 'Mật khẩu hiện tại không đúng',
  'Too many failed attempts. Your account is temporarily locked; try again later or reset your password.':
    'Đăng nhập sai quá nhiều lần. Tài khoản của bạn tạm thời bị khóa; vui lòng thử lại sau hoặc đặt lại mật khẩu.',
  'Your account is inactive. Please contact us to activate it.':
    'Tài khoản của bạn chưa được kích hoạt. Vui lòng liên hệ với chúng tôi để kích hoạt.',
  'Your account is pending approval. Please check back later.': 'Tài khoản của bạn đang chờ phê duyệt. Vui lòng quay lại sau.',
  'Your account has been suspended. Please contact us.': 'Tài khoản của bạn đã bị tạm khóa. Vui lòng liên hệ với chúng tôi.',
  'Your account has been banned.': 'Tài khoản của bạn đã bị cấm.',
  // Home
  'Good morning, {{name}}': 'Chào buổi sáng, {{name}}',
  'Good afternoon, {{name}}': 'Chào buổi chiều, {{name}}',
  'Good evening, {{name}}': 'Chào buổi tối, {{name}}',
  'Here is where your account stands today.': 'Tình hình tài khoản của bạn hôm nay.',
  'Prepaid credit available for sending': 'Tín dụng trả trước có thể dùng để gửi',
  Role: 'Vai trò',
  // Outbox
  'Mails the platform sent while no mail server is configured.': 'Các thư nền tảng đã gửi khi chưa cấu hình máy chủ thư.',
  Date: 'Ngày',
  To: 'Đến',
  Subject: 'Tiêu đề',
  Open: 'Mở',
  'Open mail {{subject}}': 'Mở thư {{subject}}',
  // Warnings
  'Billing information': 'Thông tin thanh toán',
  'Your account does not have billing information!': 'Tài khoản của bạn chưa có thông tin thanh toán!',
  'Sending campaigns and buying credit need verified billing information. Once your billing information is verified you will be taken to the homepage.':
    'Gửi chiến dịch và mua tín dụng cần thông tin thanh toán đã xác minh. Khi thông tin thanh toán được xác minh, bạn sẽ được chuyển đến trang chủ.',
  'Check again': 'Kiểm tra lại',
  'Not enough credit': 'Không đủ tín dụng',
  'We are sorry, your credit balance is below the minimum needed to use the platform.':
    'Rất tiếc, số dư tín dụng của bạn thấp hơn mức tối thiểu để sử dụng nền tảng.',
  'Your balance is {{balance}}; the minimum is {{minimum}}. Top up your credit to continue.':
    'Số dư của bạn là {{balance}}; mức tối thiểu là {{minimum}}. Hãy nạp thêm tín dụng để tiếp tục.',
};
