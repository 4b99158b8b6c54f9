/**
 * @generated SignedSource<<534d95e4315d5d05f08b8c4a62f5442a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InboxListTestQuery$variables = Record<PropertyKey, never>;
export type InboxListTestQuery$data = {
  readonly inbox: {
    readonly " $fragmentSpreads": FragmentRefs<"InboxList_inbox">;
  } | null | undefined;
};
export type InboxListTestQuery = {
  response: InboxListTestQuery$data;
  variables: InboxListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InboxListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InboxList_inbox"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboxListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Inbox",
        "kind": "LinkedField",
        "name": "inbox",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "InboxConversationsConnection",
            "kind": "LinkedField",
            "name": "conversations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InboxConversationsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "InboxEntry",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Conversation",
                        "kind": "LinkedField",
                        "name": "conversation",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "subject",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "unreadCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastMessageAt",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Job",
                            "kind": "LinkedField",
                            "name": "job",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              (v1/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "User",
                            "kind": "LinkedField",
                            "name": "otherParticipants",
                            "plural": true,
                            "selections": [
                              (v1/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "displayName",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "avatarUrl",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Message",
                            "kind": "LinkedField",
                            "name": "lastMessage",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "body",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isMine",
                                "storageKey": null
                              },
                              (v1/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "conversations(first:20)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "InboxList_conversations",
            "kind": "LinkedHandle",
            "name": "conversations"
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "718ff9e7e536f4357d4afb319e228338",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "inbox": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Inbox"
        },
        "inbox.conversations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InboxConversationsConnection"
        },
        "inbox.conversations.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "InboxConversationsConnectionEdge"
        },
        "inbox.conversations.edges.cursor": (v2/*:: as any*/),
        "inbox.conversations.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "InboxEntry"
        },
        "inbox.conversations.edges.node.__typename": (v2/*:: as any*/),
        "inbox.conversations.edges.node.conversation": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Conversation"
        },
        "inbox.conversations.edges.node.conversation.id": (v3/*:: as any*/),
        "inbox.conversations.edges.node.conversation.job": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Job"
        },
        "inbox.conversations.edges.node.conversation.job.id": (v3/*:: as any*/),
        "inbox.conversations.edges.node.conversation.job.title": (v2/*:: as any*/),
        "inbox.conversations.edges.node.conversation.lastMessage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Message"
        },
        "inbox.conversations.edges.node.conversation.lastMessage.body": (v2/*:: as any*/),
        "inbox.conversations.edges.node.conversation.lastMessage.id": (v3/*:: as any*/),
        "inbox.conversations.edges.node.conversation.lastMessage.isMine": (v4/*:: as any*/),
        "inbox.conversations.edges.node.conversation.lastMessageAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "inbox.conversations.edges.node.conversation.otherParticipants": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "User"
        },
        "inbox.conversations.edges.node.conversation.otherParticipants.avatarUrl": (v5/*:: as any*/),
        "inbox.conversations.edges.node.conversation.otherParticipants.displayName": (v2/*:: as any*/),
        "inbox.conversations.edges.node.conversation.otherParticipants.id": (v3/*:: as any*/),
        "inbox.conversations.edges.node.conversation.subject": (v5/*:: as any*/),
        "inbox.conversations.edges.node.conversation.unreadCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "inbox.conversations.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "inbox.conversations.pageInfo.endCursor": (v5/*:: as any*/),
        "inbox.conversations.pageInfo.hasNextPage": (v4/*:: as any*/),
        "inbox.id": (v3/*:: as any*/)
      }
    },
    "name": "InboxListTestQuery",
    "operationKind": "query",
    "text": "query InboxListTestQuery {\n  inbox {\n    ...InboxList_inbox\n    id\n  }\n}\n\nfragment InboxEntry_conversation on Conversation {\n  id\n  subject\n  unreadCount\n  lastMessageAt\n  job {\n    title\n    id\n  }\n  otherParticipants {\n    id\n    displayName\n    avatarUrl\n  }\n  lastMessage {\n    body\n    isMine\n    id\n  }\n}\n\nfragment InboxList_inbox on Inbox {\n  conversations(first: 20) {\n    edges {\n      node {\n        conversation {\n          id\n          ...InboxEntry_conversation\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "9ae98e27c80482e8432a57e56cfd3300";

export default node;
