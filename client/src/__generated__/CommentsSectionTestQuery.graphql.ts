/**
 * @generated SignedSource<<477202669b69db3acc59d601ce013cec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentsSectionTestQuery$variables = {
  itemId: string;
};
export type CommentsSectionTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CommentsSection_query">;
};
export type CommentsSectionTestQuery = {
  response: CommentsSectionTestQuery$data;
  variables: CommentsSectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "itemId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "itemId",
  "variableName": "itemId"
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommentsSectionTestQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "CommentsSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommentsSectionTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryCommentsConnection",
        "kind": "LinkedField",
        "name": "comments",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryCommentsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "website",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Comment",
                    "kind": "LinkedField",
                    "name": "replies",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "itemId"
        ],
        "handle": "connection",
        "key": "CommentsSection_comments",
        "kind": "LinkedHandle",
        "name": "comments"
      }
    ]
  },
  "params": {
    "cacheID": "b5e1fe4e04a6eacdf768ec78d27e5707",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "comments": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QueryCommentsConnection"
        },
        "comments.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryCommentsConnectionEdge"
        },
        "comments.edges.cursor": (v6/*:: as any*/),
        "comments.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Comment"
        },
        "comments.edges.node.__typename": (v6/*:: as any*/),
        "comments.edges.node.createdAt": (v7/*:: as any*/),
        "comments.edges.node.id": (v8/*:: as any*/),
        "comments.edges.node.name": (v6/*:: as any*/),
        "comments.edges.node.replies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Comment"
        },
        "comments.edges.node.replies.createdAt": (v7/*:: as any*/),
        "comments.edges.node.replies.id": (v8/*:: as any*/),
        "comments.edges.node.replies.text": (v6/*:: as any*/),
        "comments.edges.node.text": (v6/*:: as any*/),
        "comments.edges.node.website": (v9/*:: as any*/),
        "comments.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "comments.pageInfo.endCursor": (v9/*:: as any*/),
        "comments.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "comments.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "CommentsSectionTestQuery",
    "operationKind": "query",
    "text": "query CommentsSectionTestQuery(\n  $itemId: ID!\n) {\n  ...CommentsSection_query_38cAAK\n}\n\nfragment CommentsSectionItem_comment on Comment {\n  id\n  name\n  website\n  text\n  createdAt\n  replies {\n    id\n    text\n    createdAt\n  }\n}\n\nfragment CommentsSection_query_38cAAK on Query {\n  comments(itemId: $itemId, first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...CommentsSectionItem_comment\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2844fbc7240f41de47b6c2e0d0a32e65";

export default node;
