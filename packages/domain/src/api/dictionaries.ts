// dictionaries: every endpoint, method and full path, declared once for the server's route
// registration and the web's request client (issue 13). Plain objects: no zod here.

export const DICTIONARIES_API = {
  getList: { method: 'GET', path: '/api/biz/dictionaries/list' },
  postList: { method: 'POST', path: '/api/biz/dictionaries/list' },
  systemByDicKey: { method: 'GET', path: '/api/biz/dictionaries/system/:dicKey' },
  member: { method: 'GET', path: '/api/biz/dictionaries/member' },
  memberSave: { method: 'POST', path: '/api/biz/dictionaries/member/save' },
  memberDelete: { method: 'POST', path: '/api/biz/dictionaries/member/delete' },
} as const;
