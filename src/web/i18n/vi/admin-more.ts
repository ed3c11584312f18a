// The Volume orders page (decision 43), the users search kept in the address, the admin's API token
// for a user (decision 42) and the plan renewal (decision 47). Words other areas already translate
// ('Status', 'Refresh', 'Pending', 'Accepted', 'Declined'...) come from their files.
export const adminMore: Record<string, string> = {
  'Accept or decline the volume orders users made on their Order service tab. Deciding charges nothing.':
    'Chấp nhận hoặc từ chối các đơn theo số lượng người dùng đặt ở tab Dịch vụ đặt hàng. Việc quyết định không trừ tiền.',
  'Orders users make on their Order service tab appear here.': 'Các đơn người dùng đặt ở tab Dịch vụ đặt hàng sẽ hiện ở đây.',
  Accept: 'Chấp nhận',
  Decline: 'Từ chối',
  'Accept order': 'Chấp nhận đơn',
  'Decline order': 'Từ chối đơn',
  'Accept order {{id}}': 'Chấp nhận đơn {{id}}',
  'Decline order {{id}}': 'Từ chối đơn {{id}}',
  'Order #{{id}}: {{volume}} {{type}} messages over {{days}} days for {{price}}, by {{email}}.':
    'Đơn #{{id}}: {{volume}} tin {{type}} trong {{days}} ngày, giá {{price}}, của {{email}}.',
  'Renews on {{when}} for {{amount}}, charged from your credit. If the credit does not cover it, your plan goes back to BASIC.':
    'Gia hạn vào {{when}} với giá {{amount}}, trừ vào số dư. Nếu số dư không đủ, gói của bạn trở về BASIC.',
  'Plan renewal': 'Gia hạn gói',
  'API tokens of {{email}}': 'Token API của {{email}}',
  'Tokens you make here belong to this user and spend their credit. Each change asks for your own one-time code and is kept in the audit log.':
    'Token tạo ở đây thuộc về người dùng này và dùng số dư của họ. Mỗi thay đổi cần mã một lần của chính bạn và được ghi vào nhật ký kiểm tra.',
};
