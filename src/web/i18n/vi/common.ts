// Texts shared by the whole app: validation templates, transport errors, generic messages.
export const common: Record<string, string> = {
  '{{field}} is required field!': '{{field}} là trường bắt buộc!',
  '{{field}} must be at least {{n}} character(s)!': '{{field}} phải có ít nhất {{n}} ký tự!',
  '{{field}} must be lesser {{n}} character(s)!': '{{field}} phải ít hơn {{n}} ký tự!',
  '{{field}} must be larger than {{n}}': '{{field}} phải lớn hơn {{n}}',
  '{{field}} must be equal or larger than {{n}}!': '{{field}} phải lớn hơn hoặc bằng {{n}}!',
  '{{field}} must be less or equal than {{n}}!': '{{field}} phải nhỏ hơn hoặc bằng {{n}}!',
  'must be number type!': 'phải là số!',
  'is incorrect format!': 'sai định dạng!',
  'must be integer number!': 'phải là số nguyên!',
  Error: 'Lỗi',
  'Something went wrong!': 'Đã có lỗi xảy ra!',
  'Something went wrong! Please Contact us!': 'Đã có lỗi xảy ra! Vui lòng liên hệ với chúng tôi!',
  'FAIL, Please check network again': 'THẤT BẠI, vui lòng kiểm tra lại kết nối mạng',
  'Can not process': 'Không thể xử lý',
  'Token expired!': 'Phiên đăng nhập đã hết hạn!',
  'Error!': 'Lỗi!',
};
