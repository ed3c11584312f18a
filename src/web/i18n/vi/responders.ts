// Texts of the responder pages (src/web/features/responders): the responder and template lists,
// the create, duplicate and build dialogs, the editor's toolbar, its problems, simulator and
// revisions panels, the leave dialog, and the responder messages of the spec
// (src/domain/responders.ts). The canvas's own texts are responder-canvas.ts.
export const responders: Record<string, string> = {
  // Menu, lists
  Responder: 'Trả lời tự động',
  Responders: 'Trả lời tự động',
  'Responder templates': 'Mẫu trả lời tự động',
  'Responder pages': 'Các trang trả lời tự động',
  Templates: 'Mẫu',
  'Auto-reply flows: what your contacts get when they reply, click or call.':
    'Luồng trả lời tự động: những gì liên hệ của bạn nhận được khi họ trả lời, nhấp hoặc gọi.',
  'Flows to start new responders from: build a responder from one, or duplicate it.':
    'Các luồng dùng để bắt đầu trả lời tự động mới: tạo trả lời tự động từ một mẫu, hoặc nhân bản nó.',
  'Create responder': 'Tạo trả lời tự động',
  'Create template': 'Tạo mẫu',
  'All contact groups': 'Tất cả nhóm liên hệ',
  'All DID groups': 'Tất cả nhóm DID',
  'The responders could not be loaded': 'Không tải được các trả lời tự động',
  'The templates could not be loaded': 'Không tải được các mẫu',
  'No responders yet': 'Chưa có trả lời tự động nào',
  'No templates yet': 'Chưa có mẫu nào',
  'Create a responder, then draw what it answers on the canvas.': 'Hãy tạo một trả lời tự động, rồi vẽ những gì nó trả lời trên khung vẽ.',
  'A template is a flow kept to start new responders from.': 'Mẫu là một luồng được giữ lại để bắt đầu các trả lời tự động mới.',
  'Delete responder': 'Xóa trả lời tự động',
  'Delete template': 'Xóa mẫu',
  'Delete {{title}}? Contacts stop getting its replies. This cannot be undone.':
    'Xóa {{title}}? Liên hệ sẽ không còn nhận được các câu trả lời của nó. Không thể hoàn tác.',
  'Contact groups': 'Nhóm liên hệ',
  'DID groups': 'Nhóm DID',
  Nodes: 'Nút',
  Priority: 'Độ ưu tiên',
  'Updated on': 'Ngày cập nhật',
  Published: 'Đã xuất bản',
  'Revision {{n}}': 'Phiên bản {{n}}',
  Pending: 'Đang chờ',
  Disabled: 'Đã tắt',
  Enabled: 'Đang bật',
  'Enable {{title}}': 'Bật {{title}}',
  'Build responder': 'Tạo trả lời tự động từ mẫu',
  Duplicate: 'Nhân bản',

  // Create, duplicate, build
  '({{count}} chosen)': '(đã chọn {{count}})',
  'Filter {{label}}': 'Lọc {{label}}',
  'Filter by name': 'Lọc theo tên',
  'Smaller is higher': 'Số nhỏ hơn được ưu tiên cao hơn',
  'Enable sleep': 'Bật chế độ ngủ',
  "Follow the DID groups' sleep timer: no replies while they sleep.": 'Theo hẹn giờ ngủ của nhóm DID: không trả lời khi chúng đang ngủ.',
  'Enable loopback': 'Bật lặp lại',
  'A contact who finished the flow can start it again.': 'Liên hệ đã đi hết luồng có thể bắt đầu lại.',
  'Duplicate responder': 'Nhân bản trả lời tự động',
  'Build responder from template': 'Tạo trả lời tự động từ mẫu',
  Build: 'Tạo',

  // The spec's responder messages
  'Can not create another dialog for same contact group!': 'Không thể tạo thêm hội thoại cho cùng một nhóm liên hệ!',
  '[GET_RESPONDER_DETAIL] Something went wrong!': '[GET_RESPONDER_DETAIL] Đã xảy ra lỗi!',
  'Required atleast one keyword': 'Cần ít nhất một từ khóa',
  'Build new responder successfully!': 'Tạo trả lời tự động mới thành công!',
  'Responder is not existed': 'Trả lời tự động không tồn tại',
  'This responder was changed elsewhere; reload to see the latest version': 'Trả lời tự động này đã được thay đổi ở nơi khác; hãy tải lại để xem phiên bản mới nhất',
  'Fix the problems before publishing': 'Hãy sửa các vấn đề trước khi xuất bản',
};
